-- TSV escapes tab, newline and backslash in strings
SELECT 'a\tb', 'c\nd', 'e\\f';
SELECT ['a\tb'];
