export const id = 911;
export const ids = [911];
export const modules = {

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   helpJson: () => (/* binding */ helpJson),
/* harmony export */   helpText: () => (/* binding */ helpText)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1654);
// The command line's help (#66), loaded only for --help: each command's line of meaning and its flags' words,
// as the table has them (commands.ts), as text or as one JSON object.


const shown = (name) => ({ flag: `--${(0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .flagOf */ .iP)(name)}`, ..._commands_js__WEBPACK_IMPORTED_MODULE_1__/* .FLAGS */ .Wg[name] });
/** The help as one JSON object (`--help --json`): the commands, or one command's flags. */
function helpJson(command, version) {
    if (!command)
        return { version, commands: _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.map(c => ({ command: c, means: _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .TABLE */ .Bt[c].means })) };
    const { means, flags } = _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .TABLE */ .Bt[command];
    return { command, means, flags: [...flags, ..._commands_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMON */ .Sq].map(shown) };
}
/** The help as text: the commands with a line each, or one command's own flags with theirs. */
function helpText(command, version, envName) {
    if (!command) {
        const width = Math.max(..._commands_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.map(c => c.length));
        return `xenioo-deploy ${version}: deploy and test Xenioo bots from a terminal or any CI.

Usage: xenioo-deploy <command> [flags]

Commands:
${_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.map(c => `  ${c.padEnd(width)}  ${_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .TABLE */ .Bt[c].means}`).join('\n')}

Secrets come from the environment only (XENIOO_ACCOUNT_API_KEY, …: each command's help names its own).
Exit codes: 0 done (unchanged and skipped too), 1 failed, 2 usage or input refused before any request, 3 refused by the hour's throttle before any call.
'xenioo-deploy help <command>' (or '<command> --help') lists a command's flags; --version prints the version.`;
    }
    const { means, flags, secrets } = _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .TABLE */ .Bt[command];
    const rows = [...flags, ..._commands_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMON */ .Sq].map(shown).map(f => [`${f.flag}${f.takes ? ` ${f.takes}` : ''}`, f.means]);
    const width = Math.max(...rows.map(([left]) => left.length));
    return `Usage: xenioo-deploy ${command} [flags]

${means.charAt(0).toUpperCase()}${means.slice(1)}.

Flags:
${rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n')}

Environment: ${[...secrets, _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ServiceEndpoint].map(envName).join(', ')}.`;
}


/***/ })

};
