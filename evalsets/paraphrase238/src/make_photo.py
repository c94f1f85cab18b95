import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(238)
im = Image.open("src/build/yuan_page.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    d.ellipse([-i * 0.3, -i * 0.3, W + i * 0.3 - i, H + i * 0.3 - i], outline=min(255, i // 6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 15, 10))
im = Image.composite(dark, im, shade.point(lambda v: int(v * 0.55)))
grad = Image.linear_gradient("L").resize((W, H)).rotate(90)
im = Image.composite(Image.new("RGB", (W, H), (255, 245, 220)), im, grad.point(lambda v: int(v * 0.12)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save("cvs/袁哲翰_简历_2019.jpg", quality=80)
