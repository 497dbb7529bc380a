-- wrk script: GET /api/v1 as many users, one bearer token per request in turn (tokens from
-- the file named by TOKENS), so that each user stays under its caps as real traffic would.
local tokens = {}
for line in io.lines(os.getenv("TOKENS")) do
  tokens[#tokens + 1] = line
end
local counter = 0

request = function()
  counter = counter + 1
  local token = tokens[(counter % #tokens) + 1]
  return wrk.format("GET", "/api/v1", { ["Authorization"] = "Bearer " .. token })
end
