-- round, floor, ceil, trunc with precision
SELECT round(3.14159, 2), floor(3.7), ceil(3.2), trunc(-3.7);
SELECT round(1234.5, -2), floor(-1.5), ceil(-1.5);
SELECT intDiv(7, 2), 7 % 3, -7 % 3, modulo(7, -3);
