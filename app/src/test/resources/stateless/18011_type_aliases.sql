-- SQL-standard and other databases' type names, case-insensitive, stand for ClickHouse's types
SELECT toTypeName(CAST(1 AS INT)), toTypeName(CAST(1 AS integer)), toTypeName(CAST(1 AS BIGINT)), toTypeName(CAST(1 AS smallint)), toTypeName(CAST(1 AS TINYINT));
SELECT toTypeName(CAST(1 AS INT UNSIGNED)), toTypeName(CAST(1 AS BIGINT UNSIGNED)), toTypeName(CAST(1 AS tinyint unsigned)), toTypeName(CAST(1 AS INT SIGNED));
SELECT toTypeName(CAST(1 AS FLOAT)), toTypeName(CAST(1 AS REAL)), toTypeName(CAST(1 AS DOUBLE)), toTypeName(CAST(1 AS DOUBLE PRECISION));
SELECT toTypeName(CAST('a' AS VARCHAR)), toTypeName(CAST('a' AS VARCHAR(255))), toTypeName(CAST('a' AS TEXT)), toTypeName(CAST('a' AS char varying)), toTypeName(CAST('a' AS string));
SELECT toTypeName(CAST(1 AS BOOLEAN)), toTypeName(CAST(1 AS bool)), toTypeName(CAST('1.25' AS NUMERIC(10, 2))), toTypeName(CAST('1.25' AS decimal(5, 1)));
SELECT toTypeName(CAST('2024-01-02' AS date)), toTypeName(CAST('2024-01-02 03:04:05' AS TIMESTAMP)), toTypeName(CAST('2024-01-02 03:04:05' AS datetime));
-- Int8 written exactly is the 8-bit type; INT8 in any other case is PostgreSQL's 8-byte integer
SELECT toTypeName(CAST(1 AS Int8)), toTypeName(CAST(1 AS INT8)), toTypeName(CAST(1 AS int8));
SELECT CAST(300 AS INT), CAST('x' AS TEXT), CAST(2.5 AS DOUBLE PRECISION), CAST(1 AS BOOLEAN);
SELECT CAST(1, 'BIGINT'), toTypeName(CAST(1, 'BIGINT'));
CREATE TABLE aliases (a INT, b VARCHAR(20), c DOUBLE, d BOOLEAN, e BIGINT UNSIGNED, f datetime, g string, h NUMERIC(12, 3)) ENGINE = Memory;
SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = 'aliases' ORDER BY name;
SELECT CAST(1 AS NOTATYPE); -- { serverError UNKNOWN_TYPE }
