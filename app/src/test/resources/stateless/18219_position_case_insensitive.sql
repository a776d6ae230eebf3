-- positionCaseInsensitive: 1-based byte position ignoring ASCII case, 0 when absent
SELECT positionCaseInsensitive('Hello, world!', 'WORLD');
SELECT position('Hello, world!', 'WORLD');
SELECT positionCaseInsensitive('Hello', 'x'), positionCaseInsensitive('abc', '');
SELECT s, positionCaseInsensitive(s, 'AB') FROM (SELECT arrayJoin(['xab', 'AB', 'aB']) AS s);
