from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(224)
im = Image.open("shang_page.png").convert("RGB")
w, h = im.size
# paper on a desk: pad with a dark-ish background, rotate
bg = Image.new("RGB", (w + 200, h + 200), (92, 78, 64))
bg.paste(im, (100, 100))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: horizontal gradient + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
W, H = bg.size
for x in range(W):
    d.line([(x, 0), (x, H)], fill=int(55 * x / W))
vig = Image.new("L", bg.size, 0)
dv = ImageDraw.Draw(vig)
for i in range(60):
    dv.rectangle([i * 6, i * 6, W - i * 6, H - i * 6], outline=int(90 - i * 1.5) if i < 60 else 0)
vig = vig.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (20, 18, 15))
bg = Image.composite(dark, bg, shade)
bg = Image.composite(dark, bg, vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save("../cvs/IMG_20261103_214507.jpg", quality=82)
