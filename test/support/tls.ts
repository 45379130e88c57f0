// A self-signed certificate for 127.0.0.1, localhost and platform.test (the name only the test
// proxy resolves), made with openssl for the HTTPS tests.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { tempDir } from './runner.ts'

export function selfSignedCertificate(): { cert: string; key: string; certFile: string } {
  const dir = tempDir('xdeploy-tls-')
  const certFile = path.join(dir, 'cert.pem')
  const keyFile = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=Xenioo simulator',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:platform.test',
      '-keyout',
      keyFile,
      '-out',
      certFile
    ],
    { stdio: 'ignore' }
  )
  return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8'), certFile }
}
