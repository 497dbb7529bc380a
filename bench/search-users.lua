-- wrk script: GET <TARGET>?q=...&pageSize=10 as many users, one bearer token per request in turn
-- (tokens from the file named by TOKENS), cycling through typical food queries. TARGET is
-- /api/v1/foods for the searches, /api/v1/foods/nutrients for the authenticated ceiling and /ping
-- for the bare endpoint; the last two ignore both parameters, so that every run costs the load
-- generator the same.
local tokens = {}
for line in io.lines(os.getenv("TOKENS")) do
  tokens[#tokens + 1] = line
end
local queries = { "banana", "apples%20raw", "brocoli", "chick", "milk", "chicken%20breast", "peanut%20butter",
  "whole%20wheat%20bread", "avacado", "jalape%C3%B1o", "ground%20beef", "olive%20oil" }
local target = os.getenv("TARGET") or "/api/v1/foods"
local counter = 0

-- Each thread starts at its own place in the list, so that the two threads do not send the
-- same user's requests at the same moment.
setup = function(thread)
  thread:set("offset", math.random(#tokens))
end

init = function()
  counter = offset or 0
end

request = function()
  counter = counter + 1
  local token = tokens[(counter % #tokens) + 1]
  local q = queries[(counter % #queries) + 1]
  return wrk.format("GET", target .. "?q=" .. q .. "&pageSize=10", { ["Authorization"] = "Bearer " .. token })
end
