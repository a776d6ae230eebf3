-- Every numeric literal form ClickHouse reads
SELECT 0x1F, 0XFF, 0b101, 0B11, 1_000_000;
SELECT 0x1.8p3, 0xFFp-4, 0x1p10, 0x10.8p0;
SELECT -0., toTypeName(-0.), .5, 1., 1e-3, 1E3, 2.5e+2, -1e-2;
SELECT inf, -inf, nan, toTypeName(inf), toTypeName(nan);
SELECT 18446744073709551615, toTypeName(18446744073709551615), -9223372036854775808, toTypeName(-9223372036854775808);
SELECT 255, toTypeName(255), 256, toTypeName(256), -1, toTypeName(-1), 4294967296, toTypeName(4294967296);
SELECT 1.5 + 0x10, 0b1000 * 2;
