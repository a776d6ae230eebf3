-- Parameterized views: FROM v(name = value), values cast to the parameter's type, views nested three deep
CREATE TABLE events (client_id UInt64, event_type String, amount Decimal(12, 2)) ENGINE = MergeTree ORDER BY (client_id, event_type);
INSERT INTO events SELECT number % 4, if(number % 2 = 0, 'buy', 'sell'), number FROM numbers(20);

CREATE VIEW by_client AS SELECT client_id, event_type, amount FROM events WHERE client_id = {client:UInt64};
SELECT * FROM by_client(client = 1) ORDER BY amount;
SELECT count(), sum(amount) FROM by_client(client = 2);
SELECT count() FROM by_client(client = 1 + 1);

CREATE VIEW by_clients AS SELECT client_id, amount FROM events WHERE client_id IN {clients:Array(UInt64)};
SELECT client_id, count() FROM by_clients(clients = [0, 3]) GROUP BY client_id ORDER BY client_id;

CREATE VIEW level1 AS SELECT client_id, event_type, amount FROM events WHERE client_id = {client:UInt64};
CREATE VIEW level2 AS SELECT client_id, amount FROM level1(client = {client:UInt64}) WHERE event_type = {type:String};
CREATE VIEW level3 AS SELECT client_id, sum(amount) AS total FROM level2(client = {client:UInt64}, type = {type:String}) GROUP BY client_id;
SELECT * FROM level3(client = 3, type = 'sell');
SELECT * FROM level3(client = 2, type = 'buy');
SELECT * FROM level3(client = 2, type = 'sell');

SELECT * FROM by_client; -- { serverError UNKNOWN_QUERY_PARAMETER }
SELECT * FROM by_client(client = 'x'); -- { serverError CANNOT_PARSE_TEXT }
SELECT * FROM no_such_view(client = 1); -- { serverError UNKNOWN_FUNCTION }
SELECT name, engine FROM system.tables WHERE database = currentDatabase() AND engine = 'View' ORDER BY name;
