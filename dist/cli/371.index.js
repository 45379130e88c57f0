export const id = 371;
export const ids = [371];
export const modules = {

/***/ 4371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keyOfPending: () => (/* reexport safe */ _ledger_open_js__WEBPACK_IMPORTED_MODULE_1__.qs),
/* harmony export */   openFolderStore: () => (/* reexport safe */ _folder_store_js__WEBPACK_IMPORTED_MODULE_0__.om)
/* harmony export */ });
/* harmony import */ var _folder_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6577);
/* harmony import */ var _ledger_open_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6229);
// What a deploy command loads once its inputs pass, as one module (one chunk of the bundle, not one a piece, each
// repeating the ledger's keys): the ledger's folder and its journal's keys.




/***/ })

};
