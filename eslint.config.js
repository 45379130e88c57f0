// ESLint flat config: typescript-eslint's recommended type-aware rules for src/, test/ and scripts/,
// and the layering of src/ (CONTRIBUTING.md, "Architecture"): each folder imports only the folders below
// it, no import cycle (type-only imports included), and each outside party in its own folder.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import layers from './eslint-rules/layers.json' with { type: 'json' }
import noImportCycle from './eslint-rules/no-import-cycle.js'

/** The folders of src/, top to bottom, and what each may import besides itself (CONTRIBUTING.md shows it). */
const LAYERS = layers

/**
 * Packages that only their own folders may load: the runner's toolkit and its proxy rules (both actions'
 * shells), the cache (the store behind the ledger's port), the HTTP stack, the command line's proxy rules.
 */
const OWNERS = {
  '@actions/core': ['action'],
  '@actions/cache': ['action'],
  '@actions/http-client': ['action'],
  undici: ['platform'],
  'proxy-from-env': ['cli']
}

function layerRules(folder, allowed) {
  const banned = Object.keys(LAYERS).filter(f => f !== folder && !allowed.includes(f))
  const packages = Object.entries(OWNERS).filter(([, owners]) => !owners.includes(folder))
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: packages.map(([name, owners]) => ({
            name,
            message: `Only ${owners.map(o => `src/${o}/`).join(' and ')} load ${name}.`
          })),
          patterns: [
            ...packages.map(([name, owners]) => ({
              group: [`${name}/*`],
              message: `Only ${owners.map(o => `src/${o}/`).join(' and ')} load ${name}.`
            })),
            ...(banned.length > 0
              ? [
                  {
                    regex: `^\\.\\./(${banned.join('|')})/`,
                    message: `src/${folder}/ may import only ${allowed.length > 0 ? allowed.map(f => `src/${f}/`).join(', ') : 'itself'} (CONTRIBUTING.md, Architecture).`
                  }
                ]
              : []),
            ...(folder === 'lib' ? [{ regex: '^\\.\\./', message: 'src/lib/ imports nothing else of src/.' }] : [])
          ]
        }
      ]
    }
  }
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'build/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './test/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
      // Test doubles and fixtures lean on non-null assertions and loose casts by design.
      '@typescript-eslint/no-non-null-assertion': 'off'
    }
  },
  {
    // Caps that let cohesion decide (a file per concern, not a file per 160 lines), still readable:
    // a file of about 300 lines of code, a function of 60, and no import cycle.
    files: ['src/**/*.ts'],
    plugins: { project: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 4],
      'project/no-import-cycle': 'error'
    }
  },
  ...Object.entries(LAYERS).map(([folder, allowed]) => layerRules(folder, allowed)),
  {
    files: ['src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./(?!action/)', message: 'The entry imports only src/action/.' }] }
      ]
    }
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off'
    }
  },
  {
    files: ['eslint.config.js', 'eslint-rules/**/*.js', 'scripts/**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } }
  }
)
