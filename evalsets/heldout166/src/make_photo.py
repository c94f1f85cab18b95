# Turns the rendered page (tex/emre_page.png) into a phone photo of a printed sheet.
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
random.seed(166)
page = Image.open(os.path.join(here, "tex", "emre_page.png")).convert("RGB")
W, H = page.size
# paper slightly off-white
paper = Image.new("RGB", (W, H), (246, 242, 232))
page = Image.blend(page, paper, 0.12)
# table background larger than the sheet
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 74, 58))
page = page.rotate(-1.8, expand=True, resample=Image.BICUBIC, fillcolor=(92, 74, 58))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# uneven lighting: dark gradient from bottom-right + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, img.width + img.height, 6):
    v = int(70 * i / (img.width + img.height))
    d.line([(i, 0), (0, i)], fill=v, width=6)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", img.size, (20, 18, 15))
img = Image.composite(dark, img, shade)
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-img.width * 0.25, -img.height * 0.2, img.width * 1.25, img.height * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", img.size, (30, 26, 22)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Color(img).enhance(0.9)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
print("ok", img.size)
