// ESLint flat config (kept in test/, as the top level holds only the action's own files):
// typescript-eslint's recommended type-aware rules for src/ and test/.
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'build/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './test/tsconfig.json'],
        tsconfigRootDir: path.resolve(import.meta.dirname, '..')
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
      // Test doubles and fixtures lean on non-null assertions and loose casts by design.
      '@typescript-eslint/no-non-null-assertion': 'off'
    }
  },
  {
    // The action's code stays readable at a glance: short files, functions that fit on a screen.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 40, skipBlankLines: true, skipComments: true }]
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
  { files: ['test/eslint.config.js'], extends: [tseslint.configs.disableTypeChecked] }
)
