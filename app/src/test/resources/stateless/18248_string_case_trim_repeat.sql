-- upper, lower, reverse, repeat, trimLeft, trimRight, trimBoth, concat
SELECT upper('abC'), lower('ABc'), reverse('abc'), repeat('ab', 3), repeat('x', 0);
SELECT concat('[', trimLeft('  a  '), ']'), concat('[', trimRight('  a  '), ']'), concat('[', trimBoth('  a  '), ']');
SELECT concat('a', 'b', 'c'), concat('x', toString(1)), 'a' || 'b';
