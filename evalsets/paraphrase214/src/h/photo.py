# turns page-1.png into a phone-photo-like JPEG (no text layer)
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(214)
im = Image.open("page-1.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))  # the text occupies the top part of the page
canvas = Image.new("RGB", (im.width + 160, im.height + 160), (92, 78, 64))  # desk
canvas.paste(im, (80, 80))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = canvas.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):  # vignette
    d.rectangle([i * 6, i * 6, W - i * 6, H - i * 6], fill=int(i * 3.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 25, 20))
canvas = Image.composite(canvas, dark, shade.point(lambda v: min(255, 70 + v)))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 255 - v // 5)  # light falloff
canvas = Image.composite(canvas, Image.new("RGB", (W, H), (60, 55, 50)), grad)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
px = canvas.load()
for _ in range(W * H // 25):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
canvas.save(os.path.join("..", "..", "cvs", "IMG_20261104_0932.jpg"), quality=82)
