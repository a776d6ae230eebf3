-- Mathematical functions return Float64
SELECT sin(0), cos(0), tan(0), round(sin(pi() / 2), 6);
SELECT exp(0), exp(1), log(1), ln(exp(2)), LOG(100) / LOG(10);
SELECT log2(8), log10(1000), exp2(10), exp10(3);
SELECT sqrt(16), SQRT(2), cbrt(27), cbrt(-8);
SELECT pow(2, 10), power(2, 0.5), POW(10, -2);
SELECT pi(), e(), toTypeName(pi());
SELECT sqrt(-1), log(0), log(-1);
SELECT asin(1) * 2 = pi(), acos(1), atan(0), atan2(1, 1) * 4 = pi();
SELECT toTypeName(sqrt(toUInt8(4))), toTypeName(pow(2, 2));
SELECT sum(sqrt(number)) > 0 FROM numbers(10);
SELECT sin('x'); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
