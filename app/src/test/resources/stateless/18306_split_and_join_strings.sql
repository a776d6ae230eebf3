-- splitByChar / splitByString with arrayStringConcat round-trip
SELECT splitByChar(',', 'a,b,,c'), arrayStringConcat(splitByChar(',', 'a,b,,c'), ';');
SELECT arrayStringConcat(splitByString('::', 'x::y::z'), '/');
SELECT length(splitByString(' ', 'one two three'));
