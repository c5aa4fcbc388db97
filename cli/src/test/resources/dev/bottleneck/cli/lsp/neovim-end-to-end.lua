-- Drives Neovim's own LSP client (Neovim 0.7+) against `bottleneck lsp`, for NeovimEndToEndTest.
-- The test writes a JSON configuration and names it in BOTTLENECK_E2E_CONFIG; this script opens
-- each file in a buffer, waits for its diagnostics as Neovim holds them, edits one file, applies
-- one code action, hovers one diagnostic, and writes what it saw to config.out as JSON.

local config = vim.fn.json_decode(
  table.concat(vim.fn.readfile(os.getenv('BOTTLENECK_E2E_CONFIG')), '\n'))
local result = { files = {}, log = {} }
local published = {}
local buffers = {}
local client_id

local function wait(what, condition)
  if not vim.wait(config.timeout, condition, 50) then
    error('timed out waiting for ' .. what)
  end
end

-- The file's diagnostics as vim.diagnostic holds them, with the protocol's fields beside.
local function diagnostics(buf)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = (d.user_data or {}).lsp or {}
    local href = lsp.codeDescription and lsp.codeDescription.href or vim.NIL
    table.insert(out, {
      line = d.lnum + 1,
      column = d.col + 1,
      endLine = d.end_lnum + 1,
      endColumn = d.end_col + 1,
      code = lsp.code or d.code or vim.NIL,
      href = href,
      source = d.source or lsp.source or vim.NIL,
      message = d.message,
    })
  end
  return out
end

local function open(file)
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buf)
  local before = published[uri] or 0
  vim.lsp.buf_attach_client(buf, client_id)
  wait('the diagnostics of ' .. file, function() return (published[uri] or 0) > before end)
  buffers[file] = buf
  result.files[file] = diagnostics(buf)
end

local function edit()
  local buf = buffers[config.edit.file]
  local uri = vim.uri_from_bufnr(buf)
  local before = published[uri]
  vim.api.nvim_buf_set_lines(buf, config.edit.line - 1, config.edit.line, false, { config.edit.text })
  wait('the diagnostics after the edit', function()
    return published[uri] > before and #vim.diagnostic.get(buf, { lnum = config.edit.line - 1 }) == 0
  end)
  result.edited = diagnostics(buf)
end

-- The first diagnostic on the line, in the protocol's form, as Neovim's own code actions send it.
local function first_on_line(buf, line)
  for _, d in ipairs(vim.lsp.diagnostic.get_line_diagnostics(buf, line - 1, {}, client_id)) do
    return d
  end
  error('no diagnostic on line ' .. line)
end

local function apply_action()
  local buf = buffers[config.action.file]
  local diagnostic = first_on_line(buf, config.action.line)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = diagnostic.range,
    context = { diagnostics = { diagnostic } },
  }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, config.timeout)
  local actions = (responses[client_id] or {}).result or {}
  local titles, chosen = {}, nil
  for _, action in ipairs(actions) do
    table.insert(titles, action.title)
    if chosen == nil and not vim.startswith(action.title, 'Suppress') then
      chosen = action
    end
  end
  if chosen == nil then
    error('no quick fix among ' .. vim.inspect(titles))
  end
  vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
  result.action = {
    title = chosen.title,
    titles = titles,
    lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false),
  }
end

local function hover()
  local buf = buffers[config.hover.file]
  local diagnostic = first_on_line(buf, config.hover.line)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = diagnostic.range.start }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, config.timeout)
  local answer = (responses[client_id] or {}).result
  result.hover = answer and answer.contents and answer.contents.value or vim.NIL
end

local function run()
  vim.o.hidden = true
  local publish = vim.lsp.handlers['textDocument/publishDiagnostics']
  local ready = false
  client_id = vim.lsp.start_client({
    name = 'bottleneck',
    cmd = config.cmd,
    root_dir = config.root,
    workspace_folders = { { uri = vim.uri_from_fname(config.root), name = 'samples' } },
    on_init = function() ready = true end,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, params, ctx, handler_config)
        published[params.uri] = (published[params.uri] or 0) + 1
        return publish(err, params, ctx, handler_config)
      end,
      ['window/logMessage'] = function(_, params)
        table.insert(result.log, params.message)
      end,
    },
  })
  if not client_id then
    error('the server did not start: ' .. vim.inspect(config.cmd))
  end
  wait('the server to initialize', function() return ready end)
  for _, file in ipairs(config.files) do
    open(file)
  end
  edit()
  apply_action()
  hover()
end

local ok, failure = xpcall(run, debug.traceback)
if not ok then
  result.error = failure
end
vim.fn.writefile({ vim.fn.json_encode(result) }, config.out)
if client_id then
  vim.lsp.stop_client(client_id)
end
vim.cmd(ok and 'qa!' or 'cquit 3')
