-- splitByString splits at a separator of any length; an empty separator gives single characters
SELECT splitByString(', ', '1, 2 3, 4,5, abcde');
SELECT splitByString('', 'abcde');
SELECT splitByString('--', s) FROM (SELECT arrayJoin(['a--b', 'abc']) AS s);
SELECT toTypeName(splitByString('x', 'axb'));
