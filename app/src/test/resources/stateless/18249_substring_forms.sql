-- substring: 1-based offset, negative from the end, optional length
SELECT substring('Hello', 2), substring('Hello', 2, 2), substring('Hello', -3), substring('Hello', -3, 2);
SELECT substring('Hello', 10), substring('Hello', 1, 0), substr('Hello', 1, 1);
