// Loaded only by the server-postgresql jest project: the tests of that project run on PostgreSQL.
process.env.TEST_DB = 'postgresql';
