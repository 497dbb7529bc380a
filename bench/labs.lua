-- wrk script: POST /api/v1/labs/upload, the raw body a text PDF (FILE) made unique per request by a
-- trailing PDF comment, so that each upload is stored and processed (not the earlier result).
local file = io.open(os.getenv("FILE"), "rb")
local pdf = file:read("*all")
file:close()
local token = os.getenv("TOKEN")
local counter = 0
local thread_tag = tostring({}) -- differs per wrk thread (each has its own Lua state)
local salt = os.getenv("SALT") or "" -- differs per run where one user uploads in several runs (bench/databases.sh)

request = function()
  counter = counter + 1
  local body = pdf .. "\n%" .. salt .. thread_tag .. "-" .. counter .. "\n"
  return wrk.format("POST", "/api/v1/labs/upload",
    { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/pdf" }, body)
end
