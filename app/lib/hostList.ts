// A setting that names hosts (PDF_HOSTS, LINK_FRAME_HOSTS): host names separated by commas or spaces.

/** Lower-case plain hosts (host or host:port); anything else is left out, so a setting never widens a policy. */
export function parseHostList(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(host));
}
