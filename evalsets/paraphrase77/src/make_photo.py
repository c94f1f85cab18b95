from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(77)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "kuang_leyao_page.png")).convert("RGB")
w, h = im.size
# paper on a desk background
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / shading
W, H = im.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-W*0.3 + i*8, -H*0.25 + i*8, W*1.3 - i*8, H*1.25 - i*8], fill=int(i*255/60))
shade = Image.new("RGB", (W, H), (35, 30, 25))
im = Image.composite(im, shade, mask.filter(ImageFilter.GaussianBlur(60)))
# warm lamp cast on one side
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
warm = Image.new("RGB", (W, H), (255, 236, 200))
im = Image.blend(im, Image.composite(warm, im, grad), 0.18)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_142215.jpg"), quality=82)
