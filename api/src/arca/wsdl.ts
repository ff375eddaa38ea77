// The WSDLs of ARCA's services as @arcasdk/core 2.0.2 bundles them (copied from ARCA's hosts, homologación's
// addresses inside; the client sets its own endpoint). Only the strings are taken from that package: its clients
// fix the endpoints and hide the SOAP faults we must tell apart (decision record 94).
import { WSDL_STRINGS } from '@arcasdk/core/lib/infrastructure/soap/wsdl-strings.js';

export const WSDL_WSAA = WSDL_STRINGS['wsaa.wsdl'];
export const WSDL_WSFE = WSDL_STRINGS['wsfe.wsdl'];
