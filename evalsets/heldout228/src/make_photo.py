# Turns src/leong_page.png (page 1 of leong_kah_wai_2026.pdf) into a phone photo, no text layer.
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(228)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "leong_page.png")).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 78, 64))   # wooden desk
bg.paste(page, (int(w*0.06), int(h*0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# lighting: gradient shading + vignette
W, H = bg.size
shade = Image.new("L", (W, H), 0); d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(70 * y / H))
bg = Image.composite(Image.new("RGB", (W, H), (0, 0, 0)), bg, shade.point(lambda v: v // 2))
vig = Image.new("L", (W, H), 0); dv = ImageDraw.Draw(vig)
for i in range(40):
    dv.ellipse([-W*0.3 + i*W*0.008, -H*0.3 + i*H*0.008, W*1.3 - i*W*0.008, H*1.3 - i*H*0.008], fill=int(i*2.2))
vig = vig.filter(ImageFilter.GaussianBlur(60))
bg = Image.composite(bg, Image.new("RGB", (W, H), (20, 15, 10)), vig.point(lambda v: min(255, 150 + v)))
bg = ImageEnhance.Color(bg).enhance(0.85)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(W*H//6):
    x, y = random.randrange(W), random.randrange(H); n = random.randint(-18, 18)
    r, g, b = px[x, y]; px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
bg = bg.resize((int(W*0.9), int(H*0.9)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20261103_142215.jpg"), quality=82)
