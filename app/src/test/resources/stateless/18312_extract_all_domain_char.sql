-- extractAll: every match of the pattern, or of its first group
SELECT extractAll('a1b22c333', '[0-9]+');
SELECT extractAll('k=v; x=y', '(\\w+)=');
SELECT extractAll('abc', 'z'), extractAll('', '.');
SELECT extractAll(s, '[a-z]+') FROM (SELECT arrayJoin(['ab cd', 'x', '12']) AS s);
SELECT extractAll('abc', materialize('b')); -- { serverError ILLEGAL_COLUMN }
-- domainWithoutWWW: the host less one leading www.
SELECT domainWithoutWWW('https://www.example.com/x'), domainWithoutWWW('www.a.org:8080/p'), domainWithoutWWW('http://wwwx.com');
SELECT domainWithoutWWW('https://www.www.example.com/'), domain('https://www.example.com/');
-- char: one byte per number
SELECT char(104, 105), CHAR(72.9, 256 + 73), length(char(0)), hex(char(255));
SELECT char('a'); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
