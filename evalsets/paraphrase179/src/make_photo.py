"""Turns jm-1.png (pdftoppm -r 150 of jiarui_meng.pdf) into a phone-photo JPG."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(179)
im = Image.open("jm-1.png").convert("RGB")
W, H = im.size
canvas = Image.new("RGB", (W + 160, H + 160), (92, 78, 64))   # desk
canvas.paste(im, (80, 80))
canvas = canvas.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: gradient from top-left to bottom-right + vignette
shade = Image.new("L", canvas.size, 0); d = ImageDraw.Draw(shade)
cw, ch = canvas.size
for y in range(0, ch, 4):
    d.rectangle([0, y, cw, y + 4], fill=int(55 * y / ch))
vign = Image.radial_gradient("L").resize(canvas.size)
mask = Image.blend(shade, vign, 0.5)
canvas = Image.composite(Image.new("RGB", canvas.size, (20, 18, 15)), canvas, mask.point(lambda v: int(v * 0.75)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
px = canvas.load()
for _ in range(cw * ch // 6):
    x, y = random.randrange(cw), random.randrange(ch)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
canvas = canvas.resize((int(cw * 0.85), int(ch * 0.85)))
canvas.save(os.path.join("..", "cvs", "jiarui_meng_resume.jpg"), quality=82)
