-- UUID values parse from text and print in the canonical form
SELECT toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0');
SELECT toTypeName(toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0')), toUUID('00000000-0000-0000-0000-000000000000') = toUUID('00000000-0000-0000-0000-000000000000');
SELECT length(toString(generateUUIDv4()));
