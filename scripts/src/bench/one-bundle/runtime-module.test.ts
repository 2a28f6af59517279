import { duplicatePackages } from './duplicate-packages';
import { exposedModules } from './federation-configs';
import { federationRuntimeSource } from './runtime-module';

describe('one-bundle build', () => {
  it('maps every exposed module to an import of its source file', () => {
    const modules = exposedModules('/repo/remote-bond', {
      name: 'remote_bond',
      exposes: { './routes': './src/exposes/routes.tsx', './CartButton': { import: './src/exposes/cart-button.tsx' } },
    });
    expect(modules).toEqual([
      { id: 'remote_bond/routes', file: '/repo/remote-bond/src/exposes/routes.tsx' },
      { id: 'remote_bond/CartButton', file: '/repo/remote-bond/src/exposes/cart-button.tsx' },
    ]);
    const source = federationRuntimeSource(modules);
    expect(source).toContain('"remote_bond/routes": () => import("/repo/remote-bond/src/exposes/routes.tsx")');
    expect(source).toContain('export function registerRemotes() {}');
    expect(source).toContain('export function loadRemote(id)');
    expect(source).toContain('export function preloadRemote(options)');
  });

  it('finds packages bundled from two folders', () => {
    expect(
      duplicatePackages([
        '/r/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
        '/r/node_modules/.pnpm/react@19.3.1/node_modules/react/cjs/react.production.js',
        '/r/node_modules/.pnpm/@scope+a@1.0.0/node_modules/@scope/a/index.js',
        '/r/node_modules/.pnpm/@scope+a@2.0.0/node_modules/@scope/a/index.js',
        '/r/shared/src/index.ts',
      ]),
    ).toEqual(['@scope/a']);
  });
});
