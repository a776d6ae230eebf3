-- replaceRegexpOne, replaceRegexpAll and extract
SELECT replaceRegexpOne('2024-05-06', '(\\d+)-(\\d+)-(\\d+)', '\\3/\\2/\\1');
SELECT replaceRegexpAll('a1b22c333', '\\d+', '#');
SELECT extract('key=value; other=x', 'key=([a-z]+)');
