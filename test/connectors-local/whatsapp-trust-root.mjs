// Preloaded (node --import) into the WhatsApp connector by its test, and only there: makes baileys trust the
// local fake's throwaway root key instead of WhatsApp's own, so the Noise certificate check passes on loopback.
import { WA_CERT_DETAILS } from 'baileys';

WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(process.env.WHATSAPP_TEST_ROOT_KEY ?? '', 'hex');
