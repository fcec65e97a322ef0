-- The session lookup also answers when the session expires: the embedded database's server keeps a
-- session it looked up until that moment or until anything is written (server/app/auth/sessionCache.ts),
-- and must not keep it past its expiry when nothing is written meanwhile. Otherwise as migration 0038.
CREATE OR REPLACE FUNCTION session_of(p_token_hash text, p_at timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  found json;
BEGIN
  SELECT row_to_json(x) INTO found FROM (
    SELECT s.id AS "sessionId", s.last_used_at AS "lastUsedAt", s.expires_at AS "expiresAt", u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
           u.kind, u.active, u.status, u.agent_type AS "agentType", u.agency_role AS "agencyRole", r.id AS "roleId", r.name AS "roleName", r.xmin::text AS "roleVersion",
           u.agency_id AS "agencyId", a.active AS "accountActive", a.status AS "accountStatus", a.agent_type AS "accountAgentType"
      FROM sessions s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN users a ON a.id = u.agency_id
      LEFT JOIN roles r ON r.id = u.role_id
     WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_at
     LIMIT 1
  ) x;
  RETURN found;
END
$$;
