-- wrk script: the bare GET /api/v1 with one user token (TOKEN), generated the same way as
-- bench/foods.lua's searches, so that both runs cost the load generator the same.
local queries = { "banana", "apples%20raw", "brocoli", "chick", "milk", "chicken%20breast", "peanut%20butter",
  "whole%20wheat%20bread", "avacado", "jalape%C3%B1o", "ground%20beef", "olive%20oil" }
local counter = 0
local token = os.getenv("TOKEN")

request = function()
  counter = counter + 1
  local q = queries[(counter % #queries) + 1]
  return wrk.format("GET", "/api/v1?q=" .. q, { ["Authorization"] = "Bearer " .. token })
end
