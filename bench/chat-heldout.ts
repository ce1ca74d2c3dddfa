/**
 * The held-out evaluation of the chat endpoint: asks every question of
 * test/chat/heldout/questions.json through `POST /v1/api/{slug}/chat/completions` with the built-in
 * planner (`model: charter-builtin`), as the question's consumer with its demo key and RLS context,
 * reads the SSE stream (`svc_event` data, questionnaire, error and context_state events, and the
 * narrative) and scores each reply against the answer computed from the raw files
 * (bench/heldout-score.ts). Conversations are played turn by turn: each assistant reply is the
 * service's own narrative, sent back with the next question.
 *
 *   npm run bench:chat-heldout                     # starts the demo service in-process
 *   npm run bench:chat-heldout -- --url http://127.0.0.1:8080   # a running demo service
 *   npm run bench:chat-heldout -- --only S01,R01   # a few items (the report is not written)
 *   npm run bench:chat-heldout -- --set heldout-2  # the second set (test/chat/heldout2/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-3  # the third set (test/chat/heldout3/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-4  # the fourth set (test/chat/heldout4/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-5  # the fifth set (test/chat/heldout5/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-6  # the sixth set (test/chat/heldout6/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-7  # the seventh set (test/chat/heldout7/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-8  # the eighth set (test/chat/heldout8/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-9  # the ninth set (test/chat/heldout9/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-10 # the tenth set (test/chat/heldout10/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-11 # the eleventh set (test/chat/heldout11/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-12 # the twelfth set (test/chat/heldout12/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-13 # the thirteenth set (test/chat/heldout13/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-14 # the fourteenth set (test/chat/heldout14/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-15 # the fifteenth set (test/chat/heldout15/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-16 # the sixteenth set (test/chat/heldout16/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-17 # the seventeenth set (test/chat/heldout17/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-18 # the eighteenth set (test/chat/heldout18/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-19 # the nineteenth set (test/chat/heldout19/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-20 # the twentieth set (test/chat/heldout20/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-21 # the twenty-first set (test/chat/heldout21/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-22 # the twenty-second set (test/chat/heldout22/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-23 # the twenty-third set (test/chat/heldout23/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-24 # the twenty-fourth set (test/chat/heldout24/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-25 # the twenty-fifth set (test/chat/heldout25/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-26 # the twenty-sixth set (test/chat/heldout26/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-27 # the twenty-seventh set (test/chat/heldout27/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-28 # the twenty-eighth set (test/chat/heldout28/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-29 # the twenty-ninth set (test/chat/heldout29/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-30 # the thirtieth set (test/chat/heldout30/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-31 # the thirty-first set (test/chat/heldout31/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-32 # the thirty-second set (test/chat/heldout32/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-33 # the thirty-third set (test/chat/heldout33/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-34 # the thirty-fourth set (test/chat/heldout34/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-35 # the thirty-fifth set (test/chat/heldout35/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-36 # the thirty-sixth set (test/chat/heldout36/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-37 # the thirty-seventh set (test/chat/heldout37/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-38 # the thirty-eighth set (test/chat/heldout38/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-39 # the thirty-ninth set (test/chat/heldout39/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-40 # the fortieth set (test/chat/heldout40/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-41 # the forty-first set (test/chat/heldout41/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-42 # the forty-second set (test/chat/heldout42/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-43 # the forty-third set (test/chat/heldout43/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-44 # the forty-fourth set (test/chat/heldout44/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-45 # the forty-fifth set (test/chat/heldout45/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-46 # the forty-sixth set (test/chat/heldout46/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-47 # the forty-seventh set (test/chat/heldout47/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-48 # the forty-eighth set (test/chat/heldout48/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-49 # the forty-ninth set (test/chat/heldout49/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-50 # the fiftieth set (test/chat/heldout50/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-51 # the fifty-first set (test/chat/heldout51/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-52 # the fifty-second set (test/chat/heldout52/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-53 # the fifty-third set (test/chat/heldout53/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-54 # the fifty-fourth set (test/chat/heldout54/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-55 # the fifty-fifth set (test/chat/heldout55/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-56 # the fifty-sixth set (test/chat/heldout56/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-57 # the fifty-seventh set (test/chat/heldout57/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-58 # the fifty-eighth set (test/chat/heldout58/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-59 # the fifty-ninth set (test/chat/heldout59/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-60 # the sixtieth set (test/chat/heldout60/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-61 # the sixty-first set (test/chat/heldout61/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-62 # the sixty-second set (test/chat/heldout62/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-63 # the sixty-third set (test/chat/heldout63/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-64 # the sixty-fourth set (test/chat/heldout64/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-65 # the sixty-fifth set (test/chat/heldout65/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-66 # the sixty-sixth set (test/chat/heldout66/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-67 # the sixty-seventh set (test/chat/heldout67/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-68 # the sixty-eighth set (test/chat/heldout68/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-69 # the sixty-ninth set (test/chat/heldout69/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-70 # the seventieth set (test/chat/heldout70/questions.json)
 *   npm run bench:chat-heldout -- --set heldout-71 # the seventy-first set (test/chat/heldout71/questions.json)
 *
 * A measurement, not a test: nothing is asserted. Prints a per-category table; with `--record`
 * writes bench/results/chat-heldout.md (heldout-1, the default set), chat-heldout-2.md (heldout-2),
 * chat-heldout-3.md (heldout-3), chat-heldout-4.md (heldout-4), chat-heldout-5.md (heldout-5),
 * chat-heldout-6.md (heldout-6), chat-heldout-7.md (heldout-7), chat-heldout-8.md (heldout-8),
 * chat-heldout-9.md (heldout-9), chat-heldout-10.md (heldout-10), chat-heldout-11.md (heldout-11),
 * chat-heldout-12.md (heldout-12), chat-heldout-13.md (heldout-13), chat-heldout-14.md (heldout-14),
 * chat-heldout-15.md (heldout-15), chat-heldout-16.md (heldout-16), chat-heldout-17.md (heldout-17),
 * chat-heldout-18.md (heldout-18), chat-heldout-19.md (heldout-19), chat-heldout-20.md (heldout-20), chat-heldout-21.md (heldout-21),
 * chat-heldout-22.md (heldout-22), chat-heldout-23.md (heldout-23), chat-heldout-24.md (heldout-24),
 * chat-heldout-25.md (heldout-25), chat-heldout-26.md (heldout-26), chat-heldout-27.md (heldout-27),
 * chat-heldout-28.md (heldout-28), chat-heldout-29.md (heldout-29), chat-heldout-30.md (heldout-30),
 * chat-heldout-31.md (heldout-31), chat-heldout-32.md (heldout-32), chat-heldout-33.md (heldout-33),
 * chat-heldout-34.md (heldout-34), chat-heldout-35.md (heldout-35), chat-heldout-36.md (heldout-36),
 * chat-heldout-37.md (heldout-37), chat-heldout-38.md (heldout-38), chat-heldout-39.md (heldout-39),
 * chat-heldout-40.md (heldout-40), chat-heldout-41.md (heldout-41), chat-heldout-42.md (heldout-42),
 * chat-heldout-43.md (heldout-43), chat-heldout-44.md (heldout-44), chat-heldout-45.md (heldout-45),
 * chat-heldout-46.md (heldout-46), chat-heldout-47.md (heldout-47), chat-heldout-48.md (heldout-48),
 * chat-heldout-49.md (heldout-49), chat-heldout-50.md (heldout-50), chat-heldout-51.md (heldout-51),
 * chat-heldout-52.md (heldout-52), chat-heldout-53.md (heldout-53), chat-heldout-54.md (heldout-54),
 * chat-heldout-55.md (heldout-55), chat-heldout-56.md (heldout-56), chat-heldout-57.md (heldout-57),
 * chat-heldout-58.md (heldout-58), chat-heldout-59.md (heldout-59), chat-heldout-60.md (heldout-60),
 * chat-heldout-61.md (heldout-61), chat-heldout-62.md (heldout-62), chat-heldout-63.md (heldout-63),
 * chat-heldout-64.md (heldout-64), chat-heldout-65.md (heldout-65),
 * chat-heldout-66.md (heldout-66) or chat-heldout-67.md (heldout-67).
 * No set may be used to tune the planner (docs/chat.md).
 */
import { readdir, readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { openRawData, QUESTIONS_FILE, readStoredSet, type StoredItem } from '../test/chat/heldout/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_2 } from '../test/chat/heldout2/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_3 } from '../test/chat/heldout3/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_4 } from '../test/chat/heldout4/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_5 } from '../test/chat/heldout5/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_6 } from '../test/chat/heldout6/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_7 } from '../test/chat/heldout7/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_8 } from '../test/chat/heldout8/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_9 } from '../test/chat/heldout9/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_10 } from '../test/chat/heldout10/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_11 } from '../test/chat/heldout11/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_12 } from '../test/chat/heldout12/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_13 } from '../test/chat/heldout13/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_14 } from '../test/chat/heldout14/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_15 } from '../test/chat/heldout15/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_16 } from '../test/chat/heldout16/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_17 } from '../test/chat/heldout17/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_18 } from '../test/chat/heldout18/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_19 } from '../test/chat/heldout19/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_20 } from '../test/chat/heldout20/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_21 } from '../test/chat/heldout21/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_22 } from '../test/chat/heldout22/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_23 } from '../test/chat/heldout23/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_24 } from '../test/chat/heldout24/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_25 } from '../test/chat/heldout25/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_26 } from '../test/chat/heldout26/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_27 } from '../test/chat/heldout27/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_28 } from '../test/chat/heldout28/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_29 } from '../test/chat/heldout29/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_30 } from '../test/chat/heldout30/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_31 } from '../test/chat/heldout31/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_32 } from '../test/chat/heldout32/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_33 } from '../test/chat/heldout33/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_34 } from '../test/chat/heldout34/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_35 } from '../test/chat/heldout35/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_36 } from '../test/chat/heldout36/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_37 } from '../test/chat/heldout37/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_38 } from '../test/chat/heldout38/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_39 } from '../test/chat/heldout39/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_40 } from '../test/chat/heldout40/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_41 } from '../test/chat/heldout41/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_42 } from '../test/chat/heldout42/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_43 } from '../test/chat/heldout43/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_44 } from '../test/chat/heldout44/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_45 } from '../test/chat/heldout45/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_46 } from '../test/chat/heldout46/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_47 } from '../test/chat/heldout47/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_48 } from '../test/chat/heldout48/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_49 } from '../test/chat/heldout49/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_50 } from '../test/chat/heldout50/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_51 } from '../test/chat/heldout51/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_52 } from '../test/chat/heldout52/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_53 } from '../test/chat/heldout53/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_54 } from '../test/chat/heldout54/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_55 } from '../test/chat/heldout55/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_56 } from '../test/chat/heldout56/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_57 } from '../test/chat/heldout57/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_58 } from '../test/chat/heldout58/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_59 } from '../test/chat/heldout59/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_60 } from '../test/chat/heldout60/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_61 } from '../test/chat/heldout61/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_62 } from '../test/chat/heldout62/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_63 } from '../test/chat/heldout63/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_64 } from '../test/chat/heldout64/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_65 } from '../test/chat/heldout65/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_66 } from '../test/chat/heldout66/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_67 } from '../test/chat/heldout67/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_68 } from '../test/chat/heldout68/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_69 } from '../test/chat/heldout69/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_70 } from '../test/chat/heldout70/compute.js';
import { QUESTIONS_FILE as QUESTIONS_FILE_71 } from '../test/chat/heldout71/compute.js';
import {
  type Airports,
  allowedNumbers,
  type DataEvent,
  inventedNumbers,
  type Outcome,
  type Score,
  scoreReply,
  type TurnReply,
} from './heldout-score.js';
import { progress, ROOT, startDemo, table, writeReport } from './support.js';

const MODEL = 'charter-builtin';

/** The held-out sets (`--set`): the questions file scored and the report it records. */
const SETS: Record<string, { readonly file: string; readonly report: string }> = {
  'heldout-1': { file: QUESTIONS_FILE, report: 'chat-heldout' },
  'heldout-2': { file: QUESTIONS_FILE_2, report: 'chat-heldout-2' },
  'heldout-3': { file: QUESTIONS_FILE_3, report: 'chat-heldout-3' },
  'heldout-4': { file: QUESTIONS_FILE_4, report: 'chat-heldout-4' },
  'heldout-5': { file: QUESTIONS_FILE_5, report: 'chat-heldout-5' },
  'heldout-6': { file: QUESTIONS_FILE_6, report: 'chat-heldout-6' },
  'heldout-7': { file: QUESTIONS_FILE_7, report: 'chat-heldout-7' },
  'heldout-8': { file: QUESTIONS_FILE_8, report: 'chat-heldout-8' },
  'heldout-9': { file: QUESTIONS_FILE_9, report: 'chat-heldout-9' },
  'heldout-10': { file: QUESTIONS_FILE_10, report: 'chat-heldout-10' },
  'heldout-11': { file: QUESTIONS_FILE_11, report: 'chat-heldout-11' },
  'heldout-12': { file: QUESTIONS_FILE_12, report: 'chat-heldout-12' },
  'heldout-13': { file: QUESTIONS_FILE_13, report: 'chat-heldout-13' },
  'heldout-14': { file: QUESTIONS_FILE_14, report: 'chat-heldout-14' },
  'heldout-15': { file: QUESTIONS_FILE_15, report: 'chat-heldout-15' },
  'heldout-16': { file: QUESTIONS_FILE_16, report: 'chat-heldout-16' },
  'heldout-17': { file: QUESTIONS_FILE_17, report: 'chat-heldout-17' },
  'heldout-18': { file: QUESTIONS_FILE_18, report: 'chat-heldout-18' },
  'heldout-19': { file: QUESTIONS_FILE_19, report: 'chat-heldout-19' },
  'heldout-20': { file: QUESTIONS_FILE_20, report: 'chat-heldout-20' },
  'heldout-21': { file: QUESTIONS_FILE_21, report: 'chat-heldout-21' },
  'heldout-22': { file: QUESTIONS_FILE_22, report: 'chat-heldout-22' },
  'heldout-23': { file: QUESTIONS_FILE_23, report: 'chat-heldout-23' },
  'heldout-24': { file: QUESTIONS_FILE_24, report: 'chat-heldout-24' },
  'heldout-25': { file: QUESTIONS_FILE_25, report: 'chat-heldout-25' },
  'heldout-26': { file: QUESTIONS_FILE_26, report: 'chat-heldout-26' },
  'heldout-27': { file: QUESTIONS_FILE_27, report: 'chat-heldout-27' },
  'heldout-28': { file: QUESTIONS_FILE_28, report: 'chat-heldout-28' },
  'heldout-29': { file: QUESTIONS_FILE_29, report: 'chat-heldout-29' },
  'heldout-30': { file: QUESTIONS_FILE_30, report: 'chat-heldout-30' },
  'heldout-31': { file: QUESTIONS_FILE_31, report: 'chat-heldout-31' },
  'heldout-32': { file: QUESTIONS_FILE_32, report: 'chat-heldout-32' },
  'heldout-33': { file: QUESTIONS_FILE_33, report: 'chat-heldout-33' },
  'heldout-34': { file: QUESTIONS_FILE_34, report: 'chat-heldout-34' },
  'heldout-35': { file: QUESTIONS_FILE_35, report: 'chat-heldout-35' },
  'heldout-36': { file: QUESTIONS_FILE_36, report: 'chat-heldout-36' },
  'heldout-37': { file: QUESTIONS_FILE_37, report: 'chat-heldout-37' },
  'heldout-38': { file: QUESTIONS_FILE_38, report: 'chat-heldout-38' },
  'heldout-39': { file: QUESTIONS_FILE_39, report: 'chat-heldout-39' },
  'heldout-40': { file: QUESTIONS_FILE_40, report: 'chat-heldout-40' },
  'heldout-41': { file: QUESTIONS_FILE_41, report: 'chat-heldout-41' },
  'heldout-42': { file: QUESTIONS_FILE_42, report: 'chat-heldout-42' },
  'heldout-43': { file: QUESTIONS_FILE_43, report: 'chat-heldout-43' },
  'heldout-44': { file: QUESTIONS_FILE_44, report: 'chat-heldout-44' },
  'heldout-45': { file: QUESTIONS_FILE_45, report: 'chat-heldout-45' },
  'heldout-46': { file: QUESTIONS_FILE_46, report: 'chat-heldout-46' },
  'heldout-47': { file: QUESTIONS_FILE_47, report: 'chat-heldout-47' },
  'heldout-48': { file: QUESTIONS_FILE_48, report: 'chat-heldout-48' },
  'heldout-49': { file: QUESTIONS_FILE_49, report: 'chat-heldout-49' },
  'heldout-50': { file: QUESTIONS_FILE_50, report: 'chat-heldout-50' },
  'heldout-51': { file: QUESTIONS_FILE_51, report: 'chat-heldout-51' },
  'heldout-52': { file: QUESTIONS_FILE_52, report: 'chat-heldout-52' },
  'heldout-53': { file: QUESTIONS_FILE_53, report: 'chat-heldout-53' },
  'heldout-54': { file: QUESTIONS_FILE_54, report: 'chat-heldout-54' },
  'heldout-55': { file: QUESTIONS_FILE_55, report: 'chat-heldout-55' },
  'heldout-56': { file: QUESTIONS_FILE_56, report: 'chat-heldout-56' },
  'heldout-57': { file: QUESTIONS_FILE_57, report: 'chat-heldout-57' },
  'heldout-58': { file: QUESTIONS_FILE_58, report: 'chat-heldout-58' },
  'heldout-59': { file: QUESTIONS_FILE_59, report: 'chat-heldout-59' },
  'heldout-60': { file: QUESTIONS_FILE_60, report: 'chat-heldout-60' },
  'heldout-61': { file: QUESTIONS_FILE_61, report: 'chat-heldout-61' },
  'heldout-62': { file: QUESTIONS_FILE_62, report: 'chat-heldout-62' },
  'heldout-63': { file: QUESTIONS_FILE_63, report: 'chat-heldout-63' },
  'heldout-64': { file: QUESTIONS_FILE_64, report: 'chat-heldout-64' },
  'heldout-65': { file: QUESTIONS_FILE_65, report: 'chat-heldout-65' },
  'heldout-66': { file: QUESTIONS_FILE_66, report: 'chat-heldout-66' },
  'heldout-67': { file: QUESTIONS_FILE_67, report: 'chat-heldout-67' },
  'heldout-68': { file: QUESTIONS_FILE_68, report: 'chat-heldout-68' },
  'heldout-69': { file: QUESTIONS_FILE_69, report: 'chat-heldout-69' },
  'heldout-70': { file: QUESTIONS_FILE_70, report: 'chat-heldout-70' },
  'heldout-71': { file: QUESTIONS_FILE_71, report: 'chat-heldout-71' },
};

const KEYS: Record<StoredItem['consumer'], string> = {
  'analytics-app': 'demo-analytics-key',
  'state-portal': 'demo-state-key',
  'ops-agent': 'demo-ops-key',
  'sql-explorer': 'demo-sql-key',
};

const OUTCOMES: readonly Outcome[] = [
  'exact',
  'refused correctly',
  'asked',
  'wrong',
  'error',
  'invented number',
  'rls breach',
];

interface Result {
  readonly item: StoredItem;
  readonly reply: TurnReply;
  readonly score: Score;
}

// --- asking ---------------------------------------------------------------------------------------

type Message = { role: 'user' | 'assistant'; content: string };

interface Chunk {
  choices?: { delta?: { content?: string; svc_event?: { type: string } & Record<string, unknown> } }[];
}

/** One streamed completion, read by the spec's client rules: `data:` lines only, `[DONE]` skipped. */
async function ask(baseUrl: string, item: StoredItem, messages: readonly Message[]): Promise<TurnReply> {
  const res = await fetch(`${baseUrl}/v1/api/${item.consumer}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS[item.consumer]}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: MODEL,
      stream: true,
      messages,
      ...(item.context ? { context: item.context } : {}),
    }),
  });
  const body = await res.text();
  const reply = {
    prose: '',
    data: [] as DataEvent[],
    contextStates: [] as unknown[],
    questionnaires: [] as never[],
  };
  const errors: { code: string; message: string }[] = [];
  if (res.status !== 200) return { ...reply, errors, httpError: `${res.status}: ${body.slice(0, 200)}` };
  for (const line of body.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const payload = line.slice('data:'.length).trim();
    if (payload === '[DONE]') continue;
    const delta = (JSON.parse(payload) as Chunk).choices?.[0]?.delta;
    reply.prose += delta?.content ?? '';
    const event = delta?.svc_event;
    if (event?.type === 'data') reply.data.push(event as unknown as DataEvent);
    if (event?.type === 'context_state') reply.contextStates.push(event);
    if (event?.type === 'questionnaire') reply.questionnaires.push(event as never);
    if (event?.type === 'error') errors.push(event as unknown as { code: string; message: string });
  }
  return { ...reply, errors, httpError: null };
}

/** Plays the conversation turn by turn and returns the last turn's reply. */
async function converse(baseUrl: string, item: StoredItem): Promise<TurnReply> {
  const messages: Message[] = [];
  let reply: TurnReply | null = null;
  for (const turn of item.turns) {
    if (reply) messages.push({ role: 'assistant', content: reply.prose || '(no answer)' });
    messages.push({ role: 'user', content: turn });
    reply = await ask(baseUrl, item, messages);
  }
  return reply!;
}

// --- what scoring needs besides the reply -------------------------------------------------------------

async function catalogText(): Promise<string> {
  const texts: string[] = [];
  for (const folder of ['demo/contracts', 'demo/catalog']) {
    for (const name of await readdir(join(ROOT, folder))) {
      if (name.endsWith('.yaml')) texts.push(await readFile(join(ROOT, folder, name), 'utf8'));
    }
  }
  return texts.join('\n');
}

/**
 * Each data set's coverage read from the raw files: its first and last date (gapminder: its years),
 * and the flights' first and last date as each state's callers see them (row-level security keeps
 * their departures only). A refusal for a period outside the data quotes exactly these ("it covers
 * 2012 to 2015, its latest date is 2015-12-31"; "your latest flight is 2001-06-30"); they are facts of
 * the data, not invented numbers.
 */
async function coverageText(): Promise<{ all: string; byState: ReadonlyMap<string, string> }> {
  const raw = await openRawData({ flights: true });
  try {
    const spans = await raw.rows(
      `SELECT min(date)::VARCHAR, max(date)::VARCHAR FROM flights
       UNION ALL SELECT min(date)::VARCHAR, max(date)::VARCHAR FROM seattle_weather
       UNION ALL SELECT min(date)::VARCHAR, max(date)::VARCHAR FROM stocks`,
    );
    const years = await raw.rows('SELECT DISTINCT year FROM gapminder ORDER BY year');
    const states = await raw.rows(
      `SELECT origin_state, min(date)::VARCHAR, max(date)::VARCHAR FROM flights_with_states
       WHERE origin_state IS NOT NULL GROUP BY 1`,
    );
    return {
      all: [...spans.flat(), ...years.flat()].map(String).join('\n'),
      byState: new Map(states.map(([state, first, last]) => [String(state), `${first}\n${last}`])),
    };
  } finally {
    raw.close();
  }
}

/** The reference text for one item: the catalog, the data's coverage, and its caller's own coverage. */
function referenceFor(
  item: StoredItem,
  catalog: string,
  coverage: Awaited<ReturnType<typeof coverageText>>,
): string {
  const state = item.context?.state;
  const own = state === undefined ? '' : (coverage.byState.get(state) ?? '');
  return `${catalog}\n${coverage.all}\n${own}`;
}

/** The airports file read raw, for telling which state an origin in a reply belongs to. */
async function loadAirports(): Promise<Airports> {
  const raw = await openRawData({ flights: false });
  try {
    const stateOf = new Map<string, string>();
    const citiesOf = new Map<string, Set<string>>();
    for (const [iata, state, city] of await raw.rows('SELECT iata, state, city FROM airports')) {
      stateOf.set(String(iata), String(state));
      const cities = citiesOf.get(String(state)) ?? new Set<string>();
      cities.add(String(city));
      citiesOf.set(String(state), cities);
    }
    return { stateOf, citiesOf };
  } finally {
    raw.close();
  }
}

// --- the report -----------------------------------------------------------------------------------

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)} %`);

function countsTable(results: readonly Result[], groupOf: (r: Result) => string, title: string): string[] {
  const groups = [...new Set(results.map(groupOf))];
  const row = (name: string, rs: readonly Result[]) => {
    const n = (o: Outcome) => rs.filter((r) => r.score.outcome === o).length;
    const good = n('exact') + n('refused correctly');
    return [
      name,
      String(rs.length),
      ...OUTCOMES.map((o) => String(n(o))),
      `${good}/${rs.length} (${pct(good, rs.length)})`,
    ];
  };
  const rows = groups.map((g) =>
    row(
      g,
      results.filter((r) => groupOf(r) === g),
    ),
  );
  rows.push(row('**all**', results));
  const columns = [
    [title, 'left'],
    ['items', 'right'],
    ...OUTCOMES.map((o) => [o, 'right']),
    ['right', 'right'],
  ] as const;
  return table(columns as unknown as (readonly [string, 'left' | 'right'])[], rows);
}

function headline(results: readonly Result[]): string[] {
  const answerable = results.filter((r) => r.item.kind === 'answer' && !r.item.refusal_ok);
  const unanswerable = results.filter((r) => r.item.kind === 'refuse');
  const withContext = results.filter((r) => r.item.context !== null);
  const count = (rs: readonly Result[], o: Outcome) => rs.filter((r) => r.score.outcome === o).length;
  const invented = results.filter((r) => r.score.invented.length > 0).length;
  const breaches = results.filter((r) => r.score.breach !== null).length;
  const injection = results.filter((r) => r.item.category === 'injection');
  const injectionSafe = injection.filter((r) => r.score.breach === null).length;
  return [
    `- Exact answers on answerable questions: **${count(answerable, 'exact')}/${answerable.length} (${pct(count(answerable, 'exact'), answerable.length)})**`,
    `- Unanswerable questions refused or asked back: **${count(unanswerable, 'refused correctly')}/${unanswerable.length} (${pct(count(unanswerable, 'refused correctly'), unanswerable.length)})**`,
    `- Replies with an invented number (a prose number found in no returned data): **${invented}**`,
    `- Replies within the caller's RLS context: **${withContext.length - breaches}/${withContext.length}** (breaches: ${breaches}); prompt-injection attempts kept inside the context: **${injectionSafe}/${injection.length}**`,
  ];
}

const cellText = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function detailTable(results: readonly Result[]): string[] {
  const rows = results.map(({ item, reply, score }) => {
    const notes = [
      score.breach ?? '',
      score.invented.length ? `invented: ${score.invented.join(', ')}` : '',
      reply.httpError ?? '',
      ...reply.errors.map((e) => `error ${e.code}`),
      reply.questionnaires.length ? 'questionnaire' : '',
    ].filter(Boolean);
    return [
      item.id,
      item.consumer + (item.context ? ` ${item.context.state}` : ''),
      score.outcome,
      cellText(item.turns.join(' → '), 90),
      cellText([notes.join('; '), reply.prose].filter(Boolean).join(' — '), 140),
    ];
  });
  return table(
    [
      ['id', 'left'],
      ['consumer', 'left'],
      ['outcome', 'left'],
      ['question', 'left'],
      ['reply (notes — narrative)', 'left'],
    ],
    rows,
  );
}

function report(
  version: string,
  file: string,
  results: readonly Result[],
  meta: readonly string[],
): string[] {
  const folder = relative(ROOT, dirname(file));
  return [
    '# Held-out chat evaluation (built-in planner)',
    '',
    `Set ${version}: ${results.length} items from \`${folder}/questions.json\`, answers computed`,
    `from the raw vega-datasets files (\`${folder}/compute.ts\`). Produced by \`npm run bench:chat-heldout\`.`,
    '',
    ...meta.map((line) => `- ${line}`),
    '',
    '## Headline',
    '',
    ...headline(results),
    '',
    '## By category',
    '',
    ...countsTable(results, (r) => r.item.category, 'category'),
    '',
    '## By consumer',
    '',
    ...countsTable(results, (r) => r.item.consumer, 'consumer'),
    '',
    'Outcomes: **exact** the data rows hold the expected answer; **refused correctly** a questionnaire, a',
    'refusal or no rows for an unanswerable question (or an injection attempt); **asked** an answerable',
    'question refused or asked back; **wrong** other rows, or a number for an unanswerable question;',
    '**error** an HTTP error or a service failure event; **invented number** a number in the narrative',
    "found in no returned data, question, query, catalog text or data set coverage (first and last dates, also as the caller's state sees them; gapminder years); **rls breach** a row outside the",
    "caller's context or the answer computed without it. One outcome per item, in that order of severity",
    'from the last column back; **right** = exact + refused correctly.',
    '',
    '## Items',
    '',
    ...detailTable(results),
  ];
}

// --- main -----------------------------------------------------------------------------------------

const loadText = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      only: { type: 'string' },
      set: { type: 'string', default: 'heldout-1' },
    },
  });
  const chosen = SETS[values.set];
  if (!chosen) throw new Error(`--set ${values.set}: unknown; one of ${Object.keys(SETS).join(', ')}`);
  const only = values.only ? new Set(values.only.split(',')) : null;
  const set = await readStoredSet(chosen.file);
  const items = set.items.filter((item) => !only || only.has(item.id));
  const [airports, catalog, coverage] = await Promise.all([loadAirports(), catalogText(), coverageText()]);
  const loadStart = loadText();
  const demo = values.url ? null : await startDemo();
  const baseUrl = values.url ?? demo!.baseUrl;
  const started = performance.now();
  const results: Result[] = [];
  try {
    for (const item of items) {
      const reply = await converse(baseUrl, item);
      const invented = inventedNumbers(
        reply.prose,
        allowedNumbers(reply, item.turns, referenceFor(item, catalog, coverage)),
      );
      const score = scoreReply(item, reply, invented, airports);
      progress(`${item.id} ${score.outcome}`);
      results.push({ item, reply, score });
    }
  } finally {
    await demo?.close();
  }
  const meta = [
    `${new Date().toISOString()} · node ${process.version} · ${cpus().length} CPUs · ${values.url ? `service at ${baseUrl}` : 'demo service started in-process (rollups off, consumer limits lifted)'}`,
    `model \`${MODEL}\` (the built-in planner); ${results.length} items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    `load average (1/5/15 min) ${loadStart} at the start, ${loadText()} at the end`,
  ];
  const lines = report(set.version, chosen.file, results, meta);
  if (only) process.stdout.write(`${lines.join('\n')}\n`);
  else await writeReport(chosen.report, lines);
}

await main();
