-- wrk script: GET <TARGET>?q=... cycling through typical food queries, one user token (TOKEN).
-- TARGET is /api/v1/foods for the searches and /api/v1 for the bare endpoint (which ignores q),
-- so that both runs cost the load generator the same.
local queries = { "banana", "apples%20raw", "brocoli", "chick", "milk", "chicken%20breast", "peanut%20butter",
  "whole%20wheat%20bread", "avacado", "jalape%C3%B1o", "ground%20beef", "olive%20oil" }
local counter = 0
local token = os.getenv("TOKEN")
local target = os.getenv("TARGET") or "/api/v1/foods"

request = function()
  counter = counter + 1
  local q = queries[(counter % #queries) + 1]
  return wrk.format("GET", target .. "?q=" .. q, { ["Authorization"] = "Bearer " .. token })
end
