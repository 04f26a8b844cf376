// The async boundary Module Federation needs before shared modules are used (TOOLCHAIN: RUNTIME-006).
void import('./bootstrap');
export {};
