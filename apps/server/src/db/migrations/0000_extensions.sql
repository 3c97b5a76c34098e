-- Trigram search for the list screens (GUIDE §5). pg_trgm is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
