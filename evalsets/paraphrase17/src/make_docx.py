"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

def saoirse():
    d = Document()
    d.add_heading('Saoirse Vanterpool, PhD', 0)
    d.add_paragraph('Toronto, ON · saoirse.vanterpool@gmail.com · +1 416 555 0187 · scholar: s-vanterpool')
    d.add_heading('Summary', 1)
    d.add_paragraph('Research manager working on multilingual language models and evaluation. I lead a team of five research scientists '
                    'and two research engineers, set the team roadmap, run hiring for the group and still contribute code and papers '
                    'on low-resource tokenisation and cross-lingual transfer.')
    d.add_heading('Experience', 1)
    d.add_heading('Cohere — Toronto', 2)
    d.add_paragraph('Research Manager, Multilingual (01/2025 – today)', style='List Bullet')
    d.add_paragraph('Manage 7 direct reports (5 research scientists, 2 research engineers); own the Aya follow-up evaluation '
                    'programme and the quarterly research planning for the multilingual group.', style='List Bullet 2')
    d.add_paragraph('Senior Research Scientist (07/2023 – 12/2024)', style='List Bullet')
    d.add_paragraph('Designed the tokenizer-free data mixture experiments that became the basis for the 2024 multilingual release; '
                    'wrote the internal long-context evaluation harness used by three product teams.', style='List Bullet 2')
    d.add_heading('Microsoft Research — Cambridge, UK', 2)
    d.add_paragraph('Research Scientist (10/2020 – 06/2023)', style='List Bullet')
    d.add_paragraph('Worked in the Machine Intelligence group on data-efficient fine-tuning of encoder-decoder models for '
                    'African and Indic languages; co-supervised four PhD interns.', style='List Bullet 2')
    d.add_heading('Google DeepMind — London', 2)
    d.add_paragraph('Research Scientist Intern (summer 2018)', style='List Bullet')
    d.add_paragraph('Explored curriculum learning for multilingual machine translation with the language team.', style='List Bullet 2')
    d.add_heading('Education', 1)
    d.add_paragraph('PhD in Computer Science, University of Toronto, 2015 – 2020. Thesis: "Sharing Subwords Across Scripts". Advisor: Prof. M. Adeyemi-Clarke.')
    d.add_paragraph('BSc (Hons) in Mathematics and Computer Science, University College Cork, 2011 – 2015.')
    d.add_heading('Selected publications', 1)
    d.add_paragraph('S. Vanterpool, K. Ortega, M. Adeyemi-Clarke. Script-agnostic subword sharing for low-resource MT. ACL 2020.')
    d.add_paragraph('S. Vanterpool, R. Iyengar. When does cross-lingual transfer hurt? EMNLP 2022.')
    d.add_heading('Awards and service', 1)
    d.add_paragraph('NVIDIA Academic Hardware Grant (2018) — two Titan V GPUs for thesis experiments.')
    d.add_paragraph('Invited talk at ByteDance AI Lab, Beijing (2022).')
    d.add_paragraph('Area chair, ACL 2024 and EMNLP 2025.')
    d.save(os.path.join(OUT, 'saoirse_vanterpool_cv.docx'))

def kan_yuning():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = '阚予宁 · 个人简历 · 第 1 页'
    d.add_heading('阚予宁', 0)
    d.add_paragraph('资深芯片架构师 | 上海 | 电话 139-1820-6674 | 邮箱 kanyuning_ic@126.com')
    d.add_heading('教育背景', 1)
    t = d.add_table(rows=1, cols=4)
    t.style = 'Table Grid'
    for c, h in zip(t.rows[0].cells, ['时间', '学校', '专业', '学位']):
        c.text = h
    for row in [('2008.09–2014.06', '清华大学', '微电子学与固体电子学', '工学博士'),
                ('2004.09–2008.06', '电子科技大学', '集成电路设计与集成系统', '工学学士')]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading('工作经历', 1)
    d.add_paragraph('平头哥半导体（阿里巴巴集团） 资深芯片架构师 2021.04–至今')
    d.add_paragraph('负责玄铁系列 RISC-V 处理器的片上互连与缓存一致性架构，定义 CHI 总线协议扩展；作为架构 owner 对接 5 个设计与验证团队。', style='List Bullet')
    d.add_paragraph('主导某 12nm 服务器芯片的 PPA 评估，性能模型误差控制在 4% 以内。', style='List Bullet')
    d.add_paragraph('海思半导体（华为） 芯片架构师 / 高级工程师 2014年7月 - 2021年3月')
    d.add_paragraph('参与麒麟系列手机 SoC 的内存子系统设计，负责 LPDDR4X/LPDDR5 控制器的 QoS 架构。', style='List Bullet')
    d.add_paragraph('负责 SoC 级性能建模（SystemC/TLM），建立功耗-性能联合仿真流程。', style='List Bullet')
    d.add_paragraph('Apple 硬件工程实习生（Cupertino） 2012.06–2012.09')
    d.add_paragraph('在 Platform Architecture 组实习，完成 A 系列芯片 DRAM 带宽模型的验证脚本。', style='List Bullet')
    d.add_heading('专业技能', 1)
    d.add_paragraph('SystemC/TLM、Verilog/SystemVerilog、UVM、Python、gem5、CHI/AXI 总线协议、PPA 分析')
    d.add_heading('荣誉与学术', 1)
    d.add_paragraph('2019 年 NVIDIA GTC China 演讲：《移动 SoC 内存子系统的 QoS 设计》')
    d.add_paragraph('发表 IEEE JSSC / ISSCC 论文 6 篇，授权发明专利 14 项')
    d.save(os.path.join(OUT, 'kan_yuning_resume.docx'))

if __name__ == '__main__':
    saoirse()
    kan_yuning()
