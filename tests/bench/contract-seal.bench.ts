// Sealing a signed contract (functions/lib/sealing/sealed-documents.ts): what the countersignature
// waits for before the PDF is stored and mailed. A 6-page contract (five pages of clauses and the
// audit page) with a drawn and a typed signature: rendered twice (the pages' hash, then with the
// audit page), sealed with the platform's certificate, its hash recorded. Budget: 500 ms at p50.
import { newId } from '../../core/domain/ids';
import { renderContractPdf } from '../../functions/lib/sealing/contract-pdf';
import { sealContract } from '../../functions/lib/sealing/sealed-documents';
import { pdfPageCount } from '../support/pdf-text';
import { sampleContract } from '../support/sample-contract';
import { percentile, type Benchmark } from './bench';
import { seedBenchStudio } from './bench-studio';

const RUNS = 12;
// Clauses that fill five A4 pages.
const CLAUSES = 38;

const benchmark: Benchmark = {
  name: 'Sealing a signed contract: a 6-page PDF rendered, sealed and recorded',
  async run(ctx) {
    const { accountId } = await seedBenchStudio(ctx, 'contract-seal', 'Sealed contracts');
    const contract = () => sampleContract(CLAUSES, { accountId, contractId: newId() });
    const warm = await sealContract(ctx.sql, contract());
    // Counted before the seal: its incremental update writes a page again, which a count of page
    // objects would take for a seventh.
    const pages = pdfPageCount(await renderContractPdf(contract()));
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await sealContract(ctx.sql, contract());
      samples.push(performance.now() - started);
    }
    return [
      { name: 'a 6-page contract, p50', value: percentile(samples, 50), unit: 'ms', budget: 500 },
      { name: 'a 6-page contract, p95', value: percentile(samples, 95), unit: 'ms' },
      { name: 'its pages', value: pages, unit: 'count' },
      { name: 'its size', value: warm.pdf.length, unit: 'bytes' },
    ];
  },
};

export default benchmark;
