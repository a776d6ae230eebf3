-- transform_null_in: with 0 (default) NULL is in no set; with 1 NULL IN a set holding NULL is true
CREATE TABLE null_in (idx UInt8, i Nullable(UInt8)) ENGINE = MergeTree ORDER BY idx;
INSERT INTO null_in VALUES (1, 1), (2, NULL), (3, 3);
SELECT idx, i FROM null_in WHERE i IN (1, NULL) ORDER BY idx SETTINGS transform_null_in = 0;
SELECT '--';
SELECT idx, i FROM null_in WHERE i IN (1, NULL) ORDER BY idx SETTINGS transform_null_in = 1;
SELECT '--';
SELECT idx, i FROM null_in WHERE i NOT IN (1, NULL) ORDER BY idx SETTINGS transform_null_in = 0;
SELECT '--';
SELECT idx, i FROM null_in WHERE i NOT IN (1, NULL) ORDER BY idx SETTINGS transform_null_in = 1;
SELECT '--';
SELECT idx, i FROM null_in WHERE i NOT IN (1) ORDER BY idx SETTINGS transform_null_in = 1;
SELECT '--';
SELECT idx FROM null_in WHERE i IN (SELECT i FROM null_in WHERE idx < 3) ORDER BY idx SETTINGS transform_null_in = 1;
SELECT nullIn(NULL, (1, NULL)), notNullIn(NULL, (1, NULL)), nullIn(1, (1, NULL));
