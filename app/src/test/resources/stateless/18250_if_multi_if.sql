-- if and multiIf choose per row
SELECT number, if(number > 1, 'big', 'small'), multiIf(number = 0, 'zero', number = 1, 'one', 'other') FROM numbers(3);
SELECT if(1, 2, 3), if(0, 2, 3), if(NULL, 2, 3);
SELECT toTypeName(if(number > 0, 1, -1)) FROM numbers(1);
