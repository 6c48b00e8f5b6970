-- Which proof an attempt was (password, code or recovery code), so wrong codes can be counted per account over
-- every client address: a password holder with many addresses gets no fresh allowance of codes on each. Rows from
-- before this migration have none; they count as passwords.
ALTER TABLE sign_in_failures ADD COLUMN factor text;
CREATE INDEX sign_in_failures_by_email ON sign_in_failures (email_key, failed_at);
