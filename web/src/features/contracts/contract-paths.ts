// Where the contract screens open. Settings → Contracts is the settings feature's; its address is
// spelt out here, as no feature may import another.
export const contractPath = (id: string) => `/app/contracts/${encodeURIComponent(id)}`;
export const templatePath = (id: string) => `/app/settings/contracts/${encodeURIComponent(id)}`;
export const CONTRACT_SETTINGS_PATH = '/app/settings/contracts';
export const customerPath = (id: string) => `/app/clients/customers/${encodeURIComponent(id)}`;
