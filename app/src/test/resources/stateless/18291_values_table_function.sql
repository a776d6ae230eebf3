-- the values table function
SELECT * FROM values('a UInt8, b String', (1, 'x'), (2, 'y'));
SELECT sum(a) FROM values('a UInt8', 1, 2, 3);
