export const id = 845;
export const ids = [845];
export const modules = {

/***/ 5845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lookOf: () => (/* binding */ lookOf)
/* harmony export */ });
/* harmony import */ var unhomoglyph__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9960);
/* harmony import */ var unhomoglyph__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(unhomoglyph__WEBPACK_IMPORTED_MODULE_0__);
// Names a reader could take for one another: equal once case, spacing, invisible characters and look-alike
// letters (Unicode's confusables, through unhomoglyph) are set aside. Loaded only when a bot is chosen by name.

/** A name's look: compatibility forms folded (NFKC), spaces and invisible characters removed, confusables mapped, case folded. */
function lookOf(name) {
    return unhomoglyph__WEBPACK_IMPORTED_MODULE_0___default()(name
        .normalize('NFKC')
        .replace(/[\s\p{Cf}]/gu, '')
        .toLowerCase()).toLowerCase();
}


/***/ })

};
