-- The casino and slot session extension (spec §4 "120 minutes after entering casino or
-- slot", §9 "Casino/slot session extension 120 minutes"). A launch (POST /api/playfun/auth) sets
-- extended_until on the member's login session to 120 minutes after the launch; the token check
-- and the idle sweep (server/auth) keep a session live while extended_until is ahead, whatever
-- its idle time, so a member playing in the game window is not logged out by autoLogoutMin.
-- NULL: never extended. The auth area reads and writes its own table; casino only asks it to.
ALTER TABLE sessions ADD COLUMN extended_until TIMESTAMPTZ;
