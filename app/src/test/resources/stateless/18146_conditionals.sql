-- if, multiIf and the ternary operator
SELECT if(1, 'yes', 'no'), if(0, 'yes', 'no'), multiIf(0, 'a', 1, 'b', 'c');
SELECT number, number % 2 ? 'odd' : 'even' FROM numbers(3);
SELECT number, multiIf(number < 2, 'small', number < 4, 'medium', 'large') FROM numbers(5);
SELECT if(number > 1, number, NULL) FROM numbers(3);
