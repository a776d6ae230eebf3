-- replaceOne and replaceAll replace plain text (not patterns)
SELECT replaceAll('aab', 'a', 'x'), replaceOne('aab', 'a', 'x');
SELECT replaceAll('a.b.c', '.', '-'), replaceOne('a.b.c', '.', '');
SELECT replaceAll('hello', 'xyz', 'q');
SELECT replace('2020-01-02', '-', '/');
SELECT replaceAll(s, 'o', '0') FROM (SELECT arrayJoin(['foo', 'bar', 'boo']) AS s);
SELECT replaceAll('abc', '', 'x'); -- { serverError ARGUMENT_OUT_OF_BOUND }
