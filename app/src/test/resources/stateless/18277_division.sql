-- / always gives Float64; intDiv and intDivOrZero give integers
SELECT 7 / 2, toTypeName(7 / 2), 1 / 0, -1 / 0, 0 / 0;
SELECT intDiv(7, 2), intDivOrZero(7, 0);
SELECT intDiv(1, 0); -- { serverError ILLEGAL_DIVISION }
